import DemoSupport

/// Subsystem (behind the facade): accounts, login state, reports and blocks. The original used
/// Firebase Auth and a users collection; here the cloud's account list stands behind the same class.
final class UserApi: Traced {
    private let cloud: Cloud
    /// Who is logged in on this phone (Firebase's `currentUser`).
    private(set) var currentUserId: String?

    init(cloud: Cloud) {
        self.cloud = cloud
    }

    /// F3. Creates the account and logs it in, as Firebase does on sign-up.
    func addNewUser(name: String, email: String, password: String, mobile: String, city: String)
        -> Result<AppUser, ApiError>
    {
        let checked = FormRules.required(name, "name").flatMap { name in
            FormRules.email(email).flatMap { email in
                FormRules.password(password).flatMap { _ in
                    FormRules.required(city, "city").map { (name, email, $0) }
                }
            }
        }
        switch checked {
        case .failure(let error): return .failure(error)
        case .success(let (name, email, city)):
            guard !cloud.accounts.contains(where: { $0.user.email == email }) else {
                return .failure(.emailUnavailable)
            }
            let user = AppUser(
                id: cloud.nextId("u"), name: name, email: email, mobile: FormRules.trim(mobile), city: city,
                profileImageURL: "")
            cloud.accounts.append(Cloud.Account(user: user, passwordDigest: passwordDigest(password)))
            currentUserId = user.id
            return .success(user)
        }
    }

    /// F1. An unknown e-mail and a wrong password give the same answer.
    func login(email: String, password: String) -> Result<AppUser, ApiError> {
        if FormRules.trim(email).isEmpty { return .failure(.invalidField("e-mail is empty")) }
        if password.isEmpty { return .failure(.invalidField("password is empty")) }
        let email = FormRules.trim(email).lowercased()
        guard let account = cloud.accounts.first(where: { $0.user.email == email }),
            account.passwordDigest == passwordDigest(password)
        else { return .failure(.invalidCredentials) }
        currentUserId = account.user.id
        return .success(account.user)
    }

    /// F2.
    func logout() { currentUserId = nil }

    /// A phone that was logged in when the app last ran stays logged in (as with Firebase).
    func restoreLogin(_ id: String) {
        if cloud.user(id) != nil { currentUserId = id }
    }

    /// The public profile of any user: the name and city, never the e-mail or mobile.
    func getUser(id: String) -> Result<AppUser, ApiError> {
        guard let user = cloud.user(id) else { return .failure(.notFound("user")) }
        return .success(
            AppUser(
                id: user.id, name: user.name, email: "", mobile: "", city: user.city,
                profileImageURL: user.profileImageURL))
    }

    /// The name screens show for a user id ("a deleted user" when there is none).
    func displayName(_ id: String) -> String { cloud.userName(id) }

    /// N1. The logged-in user's own account, with e-mail and mobile.
    func currentUser() -> AppUser? { currentUserId.flatMap(cloud.user) }

    /// N2. Changes name, mobile, city and e-mail of the logged-in user; all or nothing.
    func updateUser(_ id: String, name: String, email: String, mobile: String, city: String)
        -> Result<AppUser, ApiError>
    {
        guard let index = cloud.accounts.firstIndex(where: { $0.user.id == id }) else {
            return .failure(.notFound("user"))
        }
        let checked = FormRules.required(name, "name").flatMap { name in
            FormRules.email(email).flatMap { email in
                FormRules.required(city, "city").map { (name, email, $0) }
            }
        }
        switch checked {
        case .failure(let error): return .failure(error)
        case .success(let (name, email, city)):
            guard !cloud.accounts.contains(where: { $0.user.email == email && $0.user.id != id }) else {
                return .failure(.emailUnavailable)
            }
            cloud.accounts[index].user.name = name
            cloud.accounts[index].user.email = email
            cloud.accounts[index].user.mobile = FormRules.trim(mobile)
            cloud.accounts[index].user.city = city
            return .success(cloud.accounts[index].user)
        }
    }

    /// N3, the account part: checks the password again, then removes the account, the user's reports
    /// and blocks (made or received) and notifications, and logs out. Products and chats are removed
    /// by the facade through the other APIs.
    func deleteAccount(_ id: String, password: String) -> Result<AppUser, ApiError> {
        traced(id, Hidden(password)) {
            guard let account = cloud.accounts.first(where: { $0.user.id == id }) else {
                return .failure(.notFound("user"))
            }
            guard account.passwordDigest == passwordDigest(password) else { return .failure(.wrongPassword) }
            cloud.accounts.removeAll { $0.user.id == id }
            cloud.reports.removeAll { $0.reporterId == id || $0.reportedId == id }
            cloud.blocks.removeAll { $0.blocker == id || $0.blocked == id }
            cloud.notifications.removeAll { $0.userId == id }
            currentUserId = nil
            return .success(account.user)
        }
    }

    /// N13. One report per reporter and reported user; a reason is required.
    func reportUser(_ reporterId: String, reportedId: String, reason: String) -> Result<Report, ApiError> {
        guard reporterId != reportedId else { return .failure(.notAllowed("you cannot report yourself")) }
        guard cloud.user(reportedId) != nil else { return .failure(.notFound("user")) }
        switch FormRules.required(reason, "reason") {
        case .failure(let error): return .failure(error)
        case .success(let reason):
            guard
                !cloud.reports.contains(where: { $0.reporterId == reporterId && $0.reportedId == reportedId })
            else { return .failure(.notAllowed("you already reported \(cloud.userName(reportedId))")) }
            let report = Report(
                id: cloud.nextId("r"), reporterId: reporterId, reportedId: reportedId, reason: reason)
            cloud.reports.append(report)
            return .success(report)
        }
    }

    /// N14. From now on the blocked user cannot message the blocker (and the blocker cannot message
    /// them either: the conversation is closed both ways).
    func blockUser(_ blockerId: String, blockedId: String) -> Result<AppUser, ApiError> {
        guard blockerId != blockedId else { return .failure(.notAllowed("you cannot block yourself")) }
        guard let blocked = cloud.user(blockedId) else { return .failure(.notFound("user")) }
        guard !cloud.isBlocked(blockedId, by: blockerId) else {
            return .failure(.notAllowed("you already blocked \(blocked.name)"))
        }
        cloud.blocks.append((blocker: blockerId, blocked: blockedId))
        return .success(blocked)
    }
}
