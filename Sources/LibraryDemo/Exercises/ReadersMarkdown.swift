/// Exercise readers-markdown (docs/exercises/readers-markdown.md). Client: the readers the client hands
/// `ReaderContext` for formats the context does not know, in the scenario `readers-markdown`. Your
/// `MarkdownReader` goes at the end.
func markdownClientReaders() -> [any Reader] {
    [TXTReader()]
}
