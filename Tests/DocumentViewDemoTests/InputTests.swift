import DemoSupport
import TestSupport
import XCTest

@testable import DocumentViewDemo

/// A program of `design` with `view0` and `view1` on a document loaded from a backend holding "foo".
private func loadedProgram(_ design: ProgramMaker) -> (any ProgramDesign, BackendRepository) {
    let repository = BackendRepository(record: "foo")
    let program = design(SimpleStringDocument(repository: repository))
    program.addViews(["view0", "view1"])
    program.document.load()
    return (program, repository)
}

final class InputTests: XCTestCase {
    func testTrimmedDropsOnlyTheWhitespaceAroundTheText() {
        assertSameElements(
            ["  foo \n", "\tfoo", "", " \n ", "a b"].map(\.trimmed), ["foo", "foo", "", "", "a b"])
    }

    func testBothDesignsTrimSkipAndRefuseAlike() {
        for design in [DocumentViewProgram.init, MVCProgram.init] as [ProgramMaker] {
            let (program, repository) = loadedProgram(design)
            let seen = recorded {
                program.submit(" bar\t", from: "view0")
                program.submit("bar\n", from: "view1")
                program.submit("far too long for this view", from: "view0")
            }.filter { $0.hasPrefix("=>") || $0.hasPrefix("refused") }
            assertSameElements(
                seen,
                [
                    "=> (view0) data is: \"bar\"", "=> (view1) data is: \"bar\"",
                    "=> (view1) data is: \"bar\"",
                    "refused: (view0) takes at most 20 characters: \"far too long for this vi…\" (26 characters) "
                        + "is not submitted; the state stays \"bar\"",
                    "=> (view0) data is: \"bar\"",
                ])
            XCTAssert(program.document.state == "bar" && repository.saved == ["bar"])
        }
    }

    func testTheInputLogicMovesFromTheViewIntoTheController() {
        let calls = [DocumentViewProgram.init, MVCProgram.init].map { (design: ProgramMaker) in
            let (program, _) = loadedProgram(design)
            return recorded { program.submit("foo ", from: "view1") }.filter { !$0.hasPrefix("=>") }
        }
        assertSameElements(
            calls,
            [
                [
                    "User>view1: submitData(\"foo \")", "view1>>view1: trims \"foo \" to \"foo\"",
                    "view1>>view1: \"foo\" is the state already: no change, only view1 is refreshed",
                    "view1>view1: render()",
                ],
                [
                    "User>view1: submitData(\"foo \")", "view1>controller: submitData(\"foo \", from: view1)",
                    "controller>>controller: trims \"foo \" to \"foo\"",
                    "controller>>controller: \"foo\" is the state already: no change, only view1 is refreshed",
                    "controller>view1: render()",
                ],
            ])
    }
}
