/// Exercise permissions-cards (docs/exercises/permissions-cards.md). Client: the departments
/// the librarian sends round the users in the scenario `permissions-cards`, in the order they go.
/// Your `CardOffice` goes at the end.
func cardOfficeDepartments() -> [any UserVisitor] {
    [Admin(), FinanceDepartment(), BehaviorDepartment()]
}
