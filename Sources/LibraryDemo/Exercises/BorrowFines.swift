/// Exercise borrow-fines (docs/exercises/borrow-fines.md). Client: the method the librarian swaps into
/// Zhao's `BorrowService` when the library stops lending to graduates who owe fines, in the scenario
/// `borrow-fines`. Your `PaidUpBorrowMethod` replaces the common method here.
func finesRuleMethod() -> any BorrowMethod {
    CommonBorrowMethod()
}
