import TestSupport
import XCTest

@testable import MVVMDemo

final class DataModelTests: XCTestCase {
    func testSampleRouteIsTheOriginals() {
        let (route, red, new) = (SampleData.journey, SampleData.redSquare, SampleData.newPoint)
        XCTAssert(
            route.id == 456 && route.name == "Journey through the city"
                && route.pointsOfInterest == [red, new])
        assertSameElements([red.name, new.name], ["Red Square", "New point of interest"])
        XCTAssert(red.latitude == 55.7558 && red.longitude == 37.6176)
        assertSameElements(route.pointsOfInterest.map { $0.materials.map(\.id) }, [[1, 2], [7, 9]])
        assertSameElements(
            route.pointsOfInterest.map { $0.materials.map(\.type) }, [[.image, .text], [.text, .image]])
    }

    func testMultiplicitiesAndBackReferencesHold() {
        let route = SampleData.journey
        for point in route.pointsOfInterest {
            XCTAssertEqual(point.route, route.id)
            for material in point.materials { XCTAssertEqual(material.pointOfInterest, point.id) }
        }
        // PointOfInterest "1" -- "0..1" ARComponent: one point has it, one has not.
        assertSameElements(route.pointsOfInterest.map { $0.arComponent != nil }, [true, false])
        // User "1" -- "*" Route: the creator is a guide and lists the route.
        XCTAssertEqual(route.createdBy, SampleData.guide.id)
        XCTAssert(!SampleData.guide.isTourist && SampleData.guide.createdRoutes == [456])
        XCTAssert(SampleData.tourist.isTourist && SampleData.tourist.createdRoutes.isEmpty)
    }

    /// The diagram's sets are arrays in id order, so that every run prints them alike.
    func testSetsAreArraysInIDOrder() {
        func inOrder(_ ids: [Int]) -> Bool { ids == ids.sorted() && Set(ids).count == ids.count }
        let points = SampleData.journey.pointsOfInterest
        XCTAssert(inOrder(points.map(\.id)))
        XCTAssert(points.allSatisfy { inOrder($0.materials.map(\.id)) })
        XCTAssert(inOrder(SampleData.guide.createdRoutes))
    }

    func testMaterialTypesAreTheDocumentsThree() {
        assertSameElements([MaterialType.text, .image, .video].map(\.rawValue), ["text", "image", "video"])
    }
}

final class ServerTests: XCTestCase {
    func testAGuideCreatesRoute123ThenTheNextFreeID() throws {
        let server = SampleData.server()
        let first = try server.createRoute(name: " City walk ", link: SampleData.documentLink, createdBy: 1)
        XCTAssert(first.id == 123 && first.name == "City walk" && first.pointsOfInterest.isEmpty)
        let second = try server.createRoute(name: "Evening", link: "http://url.com/route/e", createdBy: 1)
        XCTAssertEqual(second.id, 457)
        assertSameElements(server.routes.map(\.id), [123, 456, 457])
        XCTAssertEqual(server.users.first?.createdRoutes, [123, 456, 457])
        assertSameElements(try server.routes(link: SampleData.documentLink), [first])
    }

    func testRefusedCreationsChangeNothing() {
        for (user, name, link, reason) in [
            (
                2, "Walk", "http://url.com/route/x",
                "user 2 is a tourist: only guides create routes"
            ),
            (9, "Walk", "http://url.com/route/x", "there is no user 9"),
            (1, " \n", "http://url.com/route/x", "a route needs a name"),
            (
                1, "Walk", SampleData.routeLink,
                "the link http://url.com/route/456 is taken by another route"
            ),
        ] {
            let server = SampleData.server()
            assertThrows(ServiceError.refused(reason)) {
                try server.createRoute(name: name, link: link, createdBy: user)
            }
            assertSameElements(server.routes, [SampleData.journey])
            assertSameElements(server.users, [SampleData.guide, SampleData.tourist])
        }
    }

    func testAnUnavailableServerAnswersNothingAndChangesNothing() {
        let server = SampleData.server()
        server.isAvailable = false
        assertThrows(ServiceError.unavailable) { try server.routes(link: SampleData.routeLink) }
        assertThrows(ServiceError.unavailable) { try server.pointsOfInterest(route: 456) }
        assertThrows(ServiceError.unavailable) { try server.arComponent(pointOfInterest: 1) }
        assertThrows(ServiceError.unavailable) {
            try server.createRoute(name: "Walk", link: "http://url.com/route/x", createdBy: 1)
        }
        assertSameElements(server.routes, [SampleData.journey])
    }

    func testUnknownThingsAreNotFound() {
        let server = SampleData.server()
        assertThrows(ServiceError.notFound("there is no route at http://url.com/route")) {
            try server.routes(link: SampleData.documentLink)
        }
        assertThrows(ServiceError.notFound("there is no route 123")) {
            try server.pointsOfInterest(route: 123)
        }
        assertThrows(ServiceError.notFound("point 789 has no AR data")) {
            try server.arComponent(pointOfInterest: 789)
        }
        assertThrows(ServiceError.notFound("there is no point of interest 5")) {
            try server.arComponent(pointOfInterest: 5)
        }
    }
}
