/// Exercise permissions-phd (docs/exercises/permissions-phd.md). Client: makes the user the scenario
/// `permissions-phd` enrols as a PhD candidate, from the exercise's data. It makes a plain `Graduate`
/// today; make your `PhDCandidate` instead, with the same arguments.
func enrolPhDCandidate(id: Int, name: String, bio: String, records: [String]) -> Graduate {
    Graduate(id: id, name: name, bio: bio, records: records)
}
