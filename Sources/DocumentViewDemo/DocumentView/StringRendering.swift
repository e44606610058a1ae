import DemoSupport

/// View, the rendering half: the same in Document-View (`StringView`) and in MVC
/// (`ControlledStringView`). What the user sees is the view's last data, or that there is none.
protocol StringRendering: AnyObject, Traced {
    var name: String { get }
    var data: String? { get }
}

extension StringRendering {
    var traceName: String { name }

    /// The article's `render()`, with the view's stable name where the article printed a random number.
    func render() {
        traced {
            if let data {
                Screen.show("(\(name)) data is: \(quoted(data))")
            } else {
                Screen.show("(\(name)) no data available")
            }
        }
    }
}
