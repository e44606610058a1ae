import DemoSupport

/// Why the cloud refused a request. Every refusal leaves the cloud as it was.
enum ApiError: Error, Equatable, CustomStringConvertible {
    /// The action needs a logged-in user (the payload says which action).
    case loginRequired(String)
    /// Login failed. The same text for an unknown e-mail and a wrong password.
    case invalidCredentials
    /// A logged-in user confirming an action with the wrong password.
    case wrongPassword
    /// Sign-up or an e-mail change with an address that cannot be used.
    case emailUnavailable
    /// A form field is empty or malformed (the payload says which and why).
    case invalidField(String)
    /// Only the product's owner may do this.
    case notOwner(String)
    /// Only a message's sender may delete it.
    case notSender
    /// The receiver blocked the sender, or the sender blocked the receiver.
    case blocked
    /// Something the request names does not exist (or is not visible to the user).
    case notFound(String)
    /// A request that makes no sense for this user (reporting oneself, chatting with oneself, ...).
    case notAllowed(String)

    var description: String {
        switch self {
        case .loginRequired(let action): "log in to \(action)"
        case .invalidCredentials: "invalid e-mail or password"
        case .wrongPassword: "wrong password: nothing was changed"
        case .emailUnavailable: "this e-mail cannot be used for an account; choose another one"
        case .invalidField(let reason): reason
        case .notOwner(let action): "only the product's owner can \(action)"
        case .notSender: "only the sender can delete a message"
        case .blocked: "this conversation is blocked"
        case .notFound(let what): "\(what) not found"
        case .notAllowed(let reason): reason
        }
    }
}

/// The form rules of the app, written once and used by the API classes.
enum FormRules {
    /// A name, title, description or message must have something other than spaces.
    static func required(_ value: String, _ field: String) -> Result<String, ApiError> {
        let trimmed = trim(value)
        return trimmed.isEmpty ? .failure(.invalidField("\(field) is empty")) : .success(trimmed)
    }

    /// name@domain.tld, ASCII, no spaces, one "@".
    static func email(_ value: String) -> Result<String, ApiError> {
        let email = trim(value).lowercased()
        guard !email.isEmpty else { return .failure(.invalidField("e-mail is empty")) }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        let allowed = email.unicodeScalars.allSatisfy { $0.isASCII && $0 != " " }
        guard allowed, parts.count == 2, !parts[0].isEmpty,
            let dot = parts[1].firstIndex(of: "."), dot != parts[1].startIndex,
            parts[1].last != "."
        else { return .failure(.invalidField("e-mail must look like name@example.com")) }
        return .success(email)
    }

    static let minimumPasswordLength = 8

    static func password(_ value: String) -> Result<String, ApiError> {
        guard !value.isEmpty else { return .failure(.invalidField("password is empty")) }
        guard value.count >= minimumPasswordLength else {
            return .failure(.invalidField("password needs at least \(minimumPasswordLength) characters"))
        }
        return .success(value)
    }

    /// The price field: empty means free (as in the original); otherwise a whole number of dollars,
    /// ASCII digits only, at most 7 of them. "12.5", "-3", "abc" and "1e3" are refused.
    static func price(_ value: String) -> Result<Double, ApiError> {
        let text = trim(value)
        guard !text.isEmpty else { return .success(0) }
        guard text.count <= 7, text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
            let whole = Int(text)
        else {
            return .failure(.invalidField("price \(quoted(value)) is not a whole number of dollars"))
        }
        return .success(Double(whole))
    }

    static func trim(_ value: String) -> String {
        String(value.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
