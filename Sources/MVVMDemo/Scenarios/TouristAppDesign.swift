import DemoSupport

/// What the scenarios ask of the tourist app. The MVVM design (`TouristApp`) and the document's MVC
/// controller (`MainViewController`) answer alike and differ only in who talks to whom.
protocol TouristAppDesign: AnyObject {
    /// The participant the user's taps reach: `Map`, or `MainViewController`.
    var entry: String { get }
    /// The app's parts between the user and the server, in the order diagrams show them.
    var layers: [String] { get }
    /// What the user sees now.
    var screen: Screen { get }
    func open()
    /// Each action is done, or refused with the reason; a refused action changes nothing.
    func viewRoute(link: String) throws(Refusal)
    func selectPoint(id: Int) throws(Refusal)
    func viewAugmentedReality() throws(Refusal)
    func createRoute(name: String, link: String) throws(Refusal)
    func close()
}

/// Builds a design for a user of the app, on a server, tracing to a transcript.
typealias AppMaker = (User, Server, Transcript) -> any TouristAppDesign

/// How a user appears in the traces.
func actorName(_ user: User) -> String { user.isTourist ? "Tourist" : "Guide" }
