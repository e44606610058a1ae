import DemoSupport
import TestSupport
import XCTest

@testable import BekamDemo

final class AccountRuleTests: XCTestCase {
    private func signUp(
        _ market: Market, name: String = "Rana", email: String = "rana@example.com",
        password: String = "long-enough", city: String = "Boulder"
    ) -> Result<AppUser, ApiError> {
        asUser(nil, in: market) {
            $0.addNewUser(name: name, email: email, password: password, mobile: "", city: city)
        }
    }

    func testSignUpCreatesTheAccountAndLogsIn() {
        let market = freshMarket()
        let phone = market.phone(of: "Rana")
        let user = phone.run {
            ApiServices.getInstance().addNewUser(
                name: " Rana ", email: " Rana@Example.com", password: "long-enough", mobile: "1",
                city: "Boulder")
        }
        XCTAssert(
            (try? user.get())
                == AppUser(
                    id: "u4", name: "Rana", email: "rana@example.com", mobile: "1", city: "Boulder",
                    profileImageURL: ""))
        XCTAssertEqual(phone.services.currentUserId, "u4")
    }

    func testSignUpRefusesBadFormsAndChangesNothing() {
        for (name, email, password, city, error) in [
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
        ] {
            let market = freshMarket()
            let before = market.cloud.fingerprint
            XCTAssertEqual(
                signUp(market, name: name, email: email, password: password, city: city).failure, error)
            assertSameLines(market.cloud.fingerprint, before)
        }
    }

    func testLoginGivesTheSameAnswerForAnUnknownEmailAndAWrongPassword() {
        let market = freshMarket()
        let wrongPassword = asUser(nil, in: market) {
            $0.login(email: "layla@example.com", password: "nope-nope")
        }
        let unknownEmail = asUser(nil, in: market) {
            $0.login(email: "ghost@example.com", password: "layla-pass-2018")
        }
        XCTAssertEqual(wrongPassword.failure, .invalidCredentials)
        XCTAssertEqual(unknownEmail.failure, wrongPassword.failure)
        assertSameLines(ApiError.invalidCredentials.description, "invalid e-mail or password")
    }

    func testARefusedLoginLeavesThePhoneAsItWas() {
        let market = freshMarket()
        let phone = market.phone(of: "Layla", loggedInAs: Market.layla)
        let before = market.cloud.fingerprint
        let refused = phone.run {
            ApiServices.getInstance().login(email: "sami@example.com", password: "layla-pass-2018")
        }
        XCTAssertEqual(refused.failure, .invalidCredentials)
        XCTAssertEqual(phone.services.currentUserId, Market.layla)
        assertSameLines(market.cloud.fingerprint, before)
    }

    func testLoginAcceptsTheRightPasswordAndLogoutForgetsTheUser() {
        let market = freshMarket()
        let phone = market.phone(of: "Layla")
        let user = phone.run {
            ApiServices.getInstance().login(email: "LAYLA@example.com ", password: "layla-pass-2018")
        }
        XCTAssert((try? user.get())?.id == Market.layla)
        XCTAssertEqual(phone.services.currentUserId, Market.layla)
        phone.run { ApiServices.getInstance().logout() }
        XCTAssertNil(phone.services.currentUserId)
    }

    func testPasswordsAreNeverPrintedNorStored() throws {
        let texts = try goldenTexts()
        XCTAssert(!texts.isEmpty)
        for password in TypedPasswords.all {
            XCTAssert(!texts.contains { $0.contains(password) }, "\(password) appears in a transcript")
        }
        let market = freshMarket()
        XCTAssert(!market.cloud.fingerprint.contains("layla-pass-2018"))
    }

    func testViewingTheAccountNeedsALoginAndShowsNoPassword() {
        let market = freshMarket()
        XCTAssertEqual(
            asUser(nil, in: market) { $0.currentUser() }.failure, .loginRequired("see your account"))
        let own = asUser(Market.layla, in: market) { $0.currentUser() }
        XCTAssert((try? own.get())?.email == "layla@example.com")
        let publicProfile = asUser(Market.sami, in: market) { $0.getUser(id: Market.layla) }
        XCTAssert((try? publicProfile.get())?.email == "")
        XCTAssert((try? publicProfile.get())?.mobile == "")
    }

    func testUpdatingTheAccountIsAllOrNothing() {
        let market = freshMarket()
        let before = market.cloud.fingerprint
        let taken = asUser(Market.layla, in: market) {
            $0.updateUser(name: "Layla K.", email: "sami@example.com", mobile: "1", city: "Denver")
        }
        XCTAssertEqual(taken.failure, .emailUnavailable)
        let empty = asUser(Market.layla, in: market) {
            $0.updateUser(name: "", email: "layla@example.com", mobile: "1", city: "Denver")
        }
        XCTAssertEqual(empty.failure, .invalidField("name is empty"))
        let loggedOut = asUser(nil, in: market) {
            $0.updateUser(name: "X", email: "x@example.com", mobile: "1", city: "Denver")
        }
        XCTAssertEqual(loggedOut.failure, .loginRequired("change your account"))
        assertSameLines(market.cloud.fingerprint, before)
        let saved = asUser(Market.layla, in: market) {
            $0.updateUser(name: "Layla K.", email: "layla@example.com", mobile: "1", city: "Denver")
        }
        XCTAssert((try? saved.get())?.city == "Denver")
        XCTAssertEqual(market.cloud.user(Market.layla)?.name, "Layla K.")
    }

    func testPasswordDigestIsStableAndDiffers() {
        XCTAssertEqual(passwordDigest("abc"), passwordDigest("abc"))
        XCTAssert(passwordDigest("abc") != passwordDigest("abd"))
    }
}
