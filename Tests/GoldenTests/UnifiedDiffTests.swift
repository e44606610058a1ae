import Testing

@Suite("Unified diff of a golden mismatch")
struct UnifiedDiffTests {
    @Test func changedLineShowsWithLineNumbersAndContext() {
        let expected = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let actual = expected.replacingOccurrences(of: "line 6\n", with: "line six\n")
        let diff = UnifiedDiff.make(expected: expected, actual: actual, expectedName: "a", actualName: "b")
        #expect(
            diff == """
                --- a
                +++ b
                @@ -3,7 +3,7 @@
                 line 3
                 line 4
                 line 5
                -line 6
                +line six
                 line 7
                 line 8
                 line 9

                """)
    }

    @Test func addedAndRemovedLinesCountOnTheirOwnSide() {
        let diff = UnifiedDiff.make(
            expected: "a\nb\n", actual: "a\nb\nc\n", expectedName: "x", actualName: "y")
        #expect(diff == "--- x\n+++ y\n@@ -1,2 +1,3 @@\n a\n b\n+c\n")
        let removed = UnifiedDiff.make(expected: "a\n", actual: "", expectedName: "x", actualName: "y")
        #expect(removed == "--- x\n+++ y\n@@ -1,1 +0,0 @@\n-a\n")
        let colour = UnifiedDiff.make(
            expected: "\u{1B}[32ma", actual: "a", expectedName: "x", actualName: "y")
        #expect(colour == "--- x\n+++ y\n@@ -1,1 +1,1 @@\n-\\e[32ma\n+a\n")
    }

    @Test func aMovedLineIsOneRemovalAndOneInsertion() {
        let diff = UnifiedDiff.make(
            expected: "a\nb\nc\n", actual: "b\nc\na\n", expectedName: "x", actualName: "y")
        #expect(diff == "--- x\n+++ y\n@@ -1,3 +1,3 @@\n-a\n b\n c\n+a\n")
    }

    @Test func finalNewlineAloneIsNamed() {
        let diff = UnifiedDiff.make(expected: "a\n", actual: "a", expectedName: "x", actualName: "y")
        #expect(diff == "The outputs differ only in their final newline.\n")
    }
}

@Suite("Unified diff, capped")
struct CappedDiffTests {
    @Test func aLongDiffIsCutWithTheCountOfTheRest() {
        let diff = (1...100).map { "+line \($0)\n" }.joined()
        #expect(
            UnifiedDiff.capped(diff, lines: 40) == (1...40).map { "+line \($0)\n" }.joined()
                + "… 60 more lines\n")
        #expect(UnifiedDiff.capped("a\nb\n", lines: 40) == "a\nb\n")
    }
}
