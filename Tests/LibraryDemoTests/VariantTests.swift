import DemoSupport
import Testing

@testable import LibraryDemo

@Suite("LibraryDemo's designs")
struct VariantTests {
    @Test func variantsShowTheSameResultsHeadingsAndNotes() {
        #expect(demo.variantDiscrepancies == [])
        #expect(demo.scenarios.allSatisfy { !$0.design.run().results.isEmpty })
    }

    @Test func scenariosAndVariantsAreTheIssues() {
        #expect(
            demo.scenarios.map(\.name) == ["borrow", "permissions", "readers", "notifications", "catalog"])
        #expect(demo.variantNames == ["override", "factory", "classic"])
        #expect(
            demo.scenarios.map { $0.variants.compactMap(\.variant) } == [
                [], ["override"], ["factory"], ["classic"], [],
            ])
    }

    @Test func twoRunsPrintTheSameBytes() {
        #expect(demo.respond(to: []) == demo.respond(to: []))
        #expect(demo.respond(to: ["--variant", "classic"]) == demo.respond(to: ["--variant", "classic"]))
    }
}
