import DemoSupport
import Testing

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

@Suite("Services")
struct ServiceTests {
    private let server = SampleData.server()
    private let transcript = Transcript()
    private var model: Model { Model(server: server) }

    @Test func routeServiceFetchesByLinkAndKeepsTheData() throws {
        let service = model.routes
        let (calls, result) = transcript.recording { firstAnswer(of: service, id: SampleData.routeLink) }
        #expect(calls == 1)
        #expect(try result?.get() == [SampleData.journey])
        #expect(service.data == [SampleData.journey])
        #expect(
            arrows(transcript) == [
                "main -> Server: routes(link: \"http://url.com/route/456\")",
                "Server --> main: [route 456 \"Journey through the city\", 2 points]",
            ])
    }

    @Test func aFailedFetchKeepsTheLastData() {
        let service = model.routes
        _ = service.fetch(id: SampleData.routeLink)
        #expect(
            service.fetch(id: SampleData.documentLink)
                == .failure(.notFound("there is no route at http://url.com/route")))
        server.isAvailable = false
        #expect(service.fetch(id: SampleData.routeLink) == .failure(.unavailable))
        #expect(service.data == [SampleData.journey])
    }

    @Test func pointOfInterestServiceFetchesARoutesPoints() throws {
        let service = model.pointsOfInterest
        let (calls, result) = firstAnswer(of: service, id: 456)
        #expect(calls == 1)
        #expect(try result?.get().map(\.id) == [1, 789])
        #expect(service.data?.first?.materials.map(\.id) == [1, 2])
    }

    @Test func arComponentServiceAnswersOrSaysThereIsNone() throws {
        let service = model.arComponents
        let component = try #require(SampleData.redSquare.arComponent)
        #expect(service.fetch(id: 1) == .success(component))
        #expect(
            service.fetch(id: 789)
                == .failure(.notFound("point 789 \"New point of interest\" has no AR data")))
        #expect(service.data == component)
    }
}
