import DemoSupport

/// The rendering half of a view: the same in Document-View (`StringView`) and in MVC
/// (`ControlledStringView`). What the user sees is the view's last data, or that there is none.
protocol StringRendering: AnyObject {
    var name: String { get }
    var data: String? { get }
    var transcript: Transcript { get }
}

extension StringRendering {
    /// The article's `render()`, with the view's stable name where the article printed a random number.
    func render() {
        if let data {
            transcript.result("(\(name)) data is: \(quoted(data))")
        } else {
            transcript.result("(\(name)) no data available")
        }
    }
}
