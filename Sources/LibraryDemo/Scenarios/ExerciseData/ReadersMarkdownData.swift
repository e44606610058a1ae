/// The data of exercise readers-markdown's scenario (docs/exercises/readers-markdown.md): the files the
/// client reads. Course-owned: the grader may run the scenario on other data too.
enum ReadersMarkdownData {
    /// Read first: a file of the document's formats, one the client's TXTReader reads, then Markdown.
    static let files = ["test.doc", "notes.txt", "guide.md"]
    /// A Markdown file whose extension is in capitals.
    static let capitalMarkdown = "CHANGES.MD"
    /// A file no reader reads.
    static let unreadable = "song.mp3"
}
