import Testing

@testable import MVVMDemo

@Suite("Data model and sample data")
struct DataModelTests {
    @Test func sampleRouteIsTheOriginals() {
        let (route, red, new) = (SampleData.journey, SampleData.redSquare, SampleData.newPoint)
        #expect(
            route.id == 456 && route.name == "Journey through the city"
                && route.pointsOfInterest == [red, new])
        #expect([red.name, new.name] == ["Red Square", "New point of interest"])
        #expect(red.latitude == 55.7558 && red.longitude == 37.6176)
        #expect(route.pointsOfInterest.map { $0.materials.map(\.id) } == [[1, 2], [7, 9]])
        #expect(
            route.pointsOfInterest.map { $0.materials.map(\.type) } == [[.image, .text], [.text, .image]])
    }

    @Test func multiplicitiesAndBackReferencesHold() {
        let route = SampleData.journey
        for point in route.pointsOfInterest {
            #expect(point.route == route.id)
            for material in point.materials { #expect(material.pointOfInterest == point.id) }
        }
        // PointOfInterest "1" -- "0..1" ARComponent: one point has it, one has not.
        #expect(route.pointsOfInterest.map { $0.arComponent != nil } == [true, false])
        // User "1" -- "*" Route: the creator is a guide and lists the route.
        #expect(route.createdBy == SampleData.guide.id)
        #expect(!SampleData.guide.isTourist && SampleData.guide.createdRoutes == [456])
        #expect(SampleData.tourist.isTourist && SampleData.tourist.createdRoutes.isEmpty)
    }

    /// The diagram's sets are arrays in id order, so that every run prints them alike.
    @Test func setsAreArraysInIDOrder() {
        func inOrder(_ ids: [Int]) -> Bool { ids == ids.sorted() && Set(ids).count == ids.count }
        let points = SampleData.journey.pointsOfInterest
        #expect(inOrder(points.map(\.id)))
        #expect(points.allSatisfy { inOrder($0.materials.map(\.id)) })
        #expect(inOrder(SampleData.guide.createdRoutes))
    }

    @Test func materialTypesAreTheDocumentsThree() {
        #expect([MaterialType.text, .image, .video].map(\.rawValue) == ["text", "image", "video"])
    }
}

@Suite("Server rules")
struct ServerTests {
    @Test func aGuideCreatesRoute123ThenTheNextFreeID() throws {
        let server = SampleData.server()
        let first = try server.createRoute(name: " City walk ", link: SampleData.documentLink, createdBy: 1)
        #expect(first.id == 123 && first.name == "City walk" && first.pointsOfInterest.isEmpty)
        let second = try server.createRoute(name: "Evening", link: "http://url.com/route/e", createdBy: 1)
        #expect(second.id == 457)
        #expect(server.routes.map(\.id) == [123, 456, 457])
        #expect(server.users.first?.createdRoutes == [123, 456, 457])
        #expect(try server.routes(link: SampleData.documentLink) == [first])
    }

    @Test(arguments: [
        (
            2, "Walk", "http://url.com/route/x",
            "user 2 is a tourist; only a guide (isTourist == false) creates routes"
        ),
        (9, "Walk", "http://url.com/route/x", "there is no user 9"),
        (1, " \n", "http://url.com/route/x", "a route needs a name"),
        (
            1, "Walk", SampleData.routeLink,
            "the link http://url.com/route/456 already belongs to another route"
        ),
    ])
    func refusedCreationsChangeNothing(user: Int, name: String, link: String, reason: String) {
        let server = SampleData.server()
        #expect(throws: ServiceError.refused(reason)) {
            try server.createRoute(name: name, link: link, createdBy: user)
        }
        #expect(server.routes == [SampleData.journey])
        #expect(server.users == [SampleData.guide, SampleData.tourist])
    }

    @Test func anUnavailableServerAnswersNothingAndChangesNothing() {
        let server = SampleData.server()
        server.isAvailable = false
        #expect(throws: ServiceError.unavailable) { try server.routes(link: SampleData.routeLink) }
        #expect(throws: ServiceError.unavailable) { try server.pointsOfInterest(route: 456) }
        #expect(throws: ServiceError.unavailable) { try server.arComponent(pointOfInterest: 1) }
        #expect(throws: ServiceError.unavailable) {
            try server.createRoute(name: "Walk", link: "http://url.com/route/x", createdBy: 1)
        }
        #expect(server.routes == [SampleData.journey])
    }

    @Test func unknownThingsAreNotFound() {
        let server = SampleData.server()
        #expect(throws: ServiceError.notFound("there is no route at http://url.com/route")) {
            try server.routes(link: SampleData.documentLink)
        }
        #expect(throws: ServiceError.notFound("there is no route 123")) {
            try server.pointsOfInterest(route: 123)
        }
        #expect(throws: ServiceError.notFound("point 789 \"New point of interest\" has no AR data")) {
            try server.arComponent(pointOfInterest: 789)
        }
        #expect(throws: ServiceError.notFound("there is no point of interest 5")) {
            try server.arComponent(pointOfInterest: 5)
        }
    }
}
