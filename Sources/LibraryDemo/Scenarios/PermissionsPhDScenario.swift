import DemoSupport

/// The `permissions-phd` exercise's scenario: the librarian enrols a PhD candidate with
/// `enrolPhDCandidate(...)` (Exercises/PermissionsPhD.swift) and sends the administrator round a
/// graduate of the library and the candidate; each user's own factory method makes the rights it is
/// granted. Then the candidate borrows with a `BorrowService` made from those rights. The library, the
/// graduate, the candidate and the books are the exercise's data (ExerciseData/PermissionsPhDData.swift).
func phdCandidateRights(_ t: Transcript) {
    typealias Data = PermissionsPhDData
    let library = Data.library()
    guard let graduate = library.user(named: Data.graduate) else { return }
    let candidate = enrolPhDCandidate(
        id: Data.candidateID, name: Data.candidateName, bio: Data.candidateBio,
        records: Data.candidateRecords)
    let librarian = Participant.actor("Librarian")
    t.declare(librarian, .actor(candidate.traceName))

    // A trial of the candidate's factory method, on a transcript that is thrown away.
    let trial = Transcript().recording { candidate.makeAccessRights() }
    let (made, kind) = (String(describing: type(of: candidate)), String(describing: type(of: trial)))
    if made != "PhDCandidate" || kind != "DoctoralRights" {
        t.note(
            "exercise permissions-phd is not solved yet: enrolPhDCandidate(...) makes a \(made), whose "
                + "makeAccessRights() makes \(kind), not a PhDCandidate making DoctoralRights.")
    }

    t.heading(
        "Admin grants \(graduate.name) and \(candidate.name), enrolled as a PhD candidate, the rights "
            + "each one's makeAccessRights() makes")
    let admin = Admin()
    t.acting(as: librarian) { Permission(users: [graduate, candidate]).accept(admin) }
    for line in admin.report { t.result("Admin: \(line)") }

    t.heading(
        "\(candidate.name), holding \(bookCount(candidate.records.count)), asks for "
            + "\(Data.asked.joined(separator: ", ")) with the rights granted")
    guard let service = t.acting(as: librarian, { BorrowService(grantedTo: candidate) }) else { return }
    let books = Data.asked.compactMap(library.book(named:))
    _ = t.acting(as: .actor(candidate.traceName)) { service.borrow(books) }
}
