import DemoSupport
import Testing

@testable import BekamDemo

@Suite("Account rules")
struct AccountRuleTests {
    private func signUp(
        _ market: Market, name: String = "Rana", email: String = "rana@example.com",
        password: String = "long-enough", city: String = "Boulder"
    ) -> Result<AppUser, ApiError> {
        asUser(nil, in: market) {
            $0.addNewUser(name: name, email: email, password: password, mobile: "", city: city)
        }
    }

    @Test func signUpCreatesTheAccountAndLogsIn() {
        let market = freshMarket()
        let phone = market.phone(of: "Rana")
        let user = phone.run {
            ApiServices.getInstance().addNewUser(
                name: " Rana ", email: " Rana@Example.com", password: "long-enough", mobile: "1",
                city: "Boulder")
        }
        #expect(
            (try? user.get())
                == AppUser(
                    id: "u4", name: "Rana", email: "rana@example.com", mobile: "1", city: "Boulder",
                    profileImageURL: ""))
        #expect(phone.services.currentUserId == "u4")
    }

    @Test(arguments: [
        ("", "rana@example.com", "long-enough", "Boulder", ApiError.invalidField("name is empty")),
        ("Rana", "", "long-enough", "Boulder", .invalidField("e-mail is empty")),
        (
            "Rana", "rana.example.com", "long-enough", "Boulder",
            .invalidField("e-mail must look like name@example.com")
        ),
        (
            "Rana", "rana@example", "long-enough", "Boulder",
            .invalidField("e-mail must look like name@example.com")
        ),
        (
            "Rana", "ra na@example.com", "long-enough", "Boulder",
            .invalidField("e-mail must look like name@example.com")
        ),
        ("Rana", "rana@example.com", "", "Boulder", .invalidField("password is empty")),
        (
            "Rana", "rana@example.com", "short", "Boulder",
            .invalidField("password needs at least 8 characters")
        ),
        ("Rana", "rana@example.com", "long-enough", " ", .invalidField("city is empty")),
        ("Rana", "LAYLA@example.com", "long-enough", "Boulder", .emailUnavailable),
    ])
    func signUpRefusesBadFormsAndChangesNothing(
        name: String, email: String, password: String, city: String, error: ApiError
    ) {
        let market = freshMarket()
        let before = market.cloud.fingerprint
        #expect(signUp(market, name: name, email: email, password: password, city: city).failure == error)
        #expect(market.cloud.fingerprint == before)
    }

    @Test func loginGivesTheSameAnswerForAnUnknownEmailAndAWrongPassword() {
        let market = freshMarket()
        let wrongPassword = asUser(nil, in: market) {
            $0.login(email: "layla@example.com", password: "nope-nope")
        }
        let unknownEmail = asUser(nil, in: market) {
            $0.login(email: "ghost@example.com", password: "layla-pass-2018")
        }
        #expect(wrongPassword.failure == .invalidCredentials)
        #expect(unknownEmail.failure == wrongPassword.failure)
        #expect(ApiError.invalidCredentials.description == "invalid e-mail or password")
    }

    @Test func aRefusedLoginLeavesThePhoneAsItWas() {
        let market = freshMarket()
        let phone = market.phone(of: "Layla", loggedInAs: Market.layla)
        let before = market.cloud.fingerprint
        let refused = phone.run {
            ApiServices.getInstance().login(email: "sami@example.com", password: "layla-pass-2018")
        }
        #expect(refused.failure == .invalidCredentials)
        #expect(phone.services.currentUserId == Market.layla)
        #expect(market.cloud.fingerprint == before)
    }

    @Test func loginAcceptsTheRightPasswordAndLogoutForgetsTheUser() {
        let market = freshMarket()
        let phone = market.phone(of: "Layla")
        let user = phone.run {
            ApiServices.getInstance().login(email: "LAYLA@example.com ", password: "layla-pass-2018")
        }
        #expect((try? user.get())?.id == Market.layla)
        #expect(phone.services.currentUserId == Market.layla)
        phone.run { ApiServices.getInstance().logout() }
        #expect(phone.services.currentUserId == nil)
    }

    @Test func passwordsAreNeverPrintedNorStored() throws {
        let texts = try goldenTexts()
        #expect(!texts.isEmpty)
        for password in TypedPasswords.all {
            #expect(!texts.contains { $0.contains(password) }, "\(password) appears in a transcript")
        }
        let market = freshMarket()
        #expect(!market.cloud.fingerprint.contains("layla-pass-2018"))
    }

    @Test func viewingTheAccountNeedsALoginAndShowsNoPassword() {
        let market = freshMarket()
        #expect(asUser(nil, in: market) { $0.currentUser() }.failure == .loginRequired("see your account"))
        let own = asUser(Market.layla, in: market) { $0.currentUser() }
        #expect((try? own.get())?.email == "layla@example.com")
        let publicProfile = asUser(Market.sami, in: market) { $0.getUser(id: Market.layla) }
        #expect((try? publicProfile.get())?.email == "")
        #expect((try? publicProfile.get())?.mobile == "")
    }

    @Test func updatingTheAccountIsAllOrNothing() {
        let market = freshMarket()
        let before = market.cloud.fingerprint
        let taken = asUser(Market.layla, in: market) {
            $0.updateUser(name: "Layla K.", email: "sami@example.com", mobile: "1", city: "Denver")
        }
        #expect(taken.failure == .emailUnavailable)
        let empty = asUser(Market.layla, in: market) {
            $0.updateUser(name: "", email: "layla@example.com", mobile: "1", city: "Denver")
        }
        #expect(empty.failure == .invalidField("name is empty"))
        let loggedOut = asUser(nil, in: market) {
            $0.updateUser(name: "X", email: "x@example.com", mobile: "1", city: "Denver")
        }
        #expect(loggedOut.failure == .loginRequired("change your account"))
        #expect(market.cloud.fingerprint == before)
        let saved = asUser(Market.layla, in: market) {
            $0.updateUser(name: "Layla K.", email: "layla@example.com", mobile: "1", city: "Denver")
        }
        #expect((try? saved.get())?.city == "Denver")
        #expect(market.cloud.user(Market.layla)?.name == "Layla K.")
    }

    @Test func passwordDigestIsStableAndDiffers() {
        #expect(passwordDigest("abc") == passwordDigest("abc"))
        #expect(passwordDigest("abc") != passwordDigest("abd"))
    }
}
