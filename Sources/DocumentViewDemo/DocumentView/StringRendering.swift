import DemoSupport

/// View, the rendering half: the same in Document-View (`StringView`) and in MVC
/// (`ControlledStringView`). What the user sees is the view's last data, or that there is none. A view
/// passed to a controller is shown in the call line by its name (`TraceValue`).
protocol StringRendering: AnyObject, Traced, TraceValue {
    var name: String { get }
    var data: String? { get }

    /// Shows the view's data. A requirement, so that whoever refreshes a view through this protocol
    /// (the MVC controller) reaches a view's own way of showing it; the extension's is the default.
    func render()
}

extension StringRendering {
    var traceName: String { name }

    /// The article's `render()`, with the view's stable name where the article printed a random number.
    func render() {
        traced {
            if let data {
                Console.print("(\(name)) data is: \(quoted(data))")
            } else {
                Console.print("(\(name)) no data available")
            }
        }
    }
}
