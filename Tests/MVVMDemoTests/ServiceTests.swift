import DemoSupport
import TestSupport
import XCTest

@testable import MVVMDemo

/// The fix for the document's `any Service`: a generic function works for every service, with the
/// service's own id and data types.
private func firstAnswer<S: Service>(of service: S, id: S.ID) -> (
    calls: Int, result: Result<S.T, ServiceError>?
) {
    var calls = 0
    var answer: Result<S.T, ServiceError>?
    service.fetchData(id: id) { result in
        calls += 1
        answer = result
    }
    return (calls, answer)
}

final class ServiceTests: XCTestCase {
    private let server = SampleData.server()
    private let transcript = Transcript()
    private var model: Model { Model(server: server) }

    func testRouteServiceFetchesByLinkAndKeepsTheData() throws {
        let service = model.routes
        let (calls, result) = transcript.recording { firstAnswer(of: service, id: SampleData.routeLink) }
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(try result?.get(), [SampleData.journey])
        XCTAssertEqual(service.data, [SampleData.journey])
        assertSameElements(
            arrows(transcript),
            [
                "main -> Server: routes(link: \"http://url.com/route/456\")",
                "Server --> main: [route 456, 2 points]",
            ])
    }

    func testAFailedFetchKeepsTheLastData() {
        let service = model.routes
        _ = service.fetch(id: SampleData.routeLink)
        XCTAssertEqual(
            service.fetch(id: SampleData.documentLink),
            .failure(.notFound("there is no route at http://url.com/route")))
        server.isAvailable = false
        XCTAssertEqual(service.fetch(id: SampleData.routeLink), .failure(.unavailable))
        XCTAssertEqual(service.data, [SampleData.journey])
    }

    func testPointOfInterestServiceFetchesARoutesPoints() throws {
        let service = model.pointsOfInterest
        let (calls, result) = firstAnswer(of: service, id: 456)
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(try result?.get().map(\.id), [1, 789])
        XCTAssertEqual(service.data?.first?.materials.map(\.id), [1, 2])
    }

    func testArComponentServiceAnswersOrSaysThereIsNone() throws {
        let service = model.arComponents
        let component = try XCTUnwrap(SampleData.redSquare.arComponent)
        XCTAssertEqual(service.fetch(id: 1), .success(component))
        XCTAssertEqual(
            service.fetch(id: 789), .failure(.notFound("point 789 has no AR data")))
        XCTAssertEqual(service.data, component)
    }
}
