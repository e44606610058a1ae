import DemoSupport

/// Singleton (and Facade: its methods are in Facade/ApiServices+Facade.swift): the one object every
/// screen talks to (`ApiServices.getInstance()`). It hides `UserApi`, `ProductsApi`, `ChatApi` and
/// `ImageApi`, checks that someone is logged in where an action needs it, and coordinates the APIs
/// where one action touches several (deleting an account, a product, or sending a message to someone
/// who may have blocked the sender).
///
/// Singleton under Swift 6: there is one instance per running app. The app that runs is bound to the
/// current task with `@TaskLocal` (`Phone.run`), so `getInstance()` needs no global mutable variable,
/// and two scenarios (or two tests) running at the same time each see their own app.
///
/// `@unchecked Sendable` only because a `@TaskLocal` value must be `Sendable`. The compiler cannot
/// check the promise, so here it is: the instance is reached only through that binding, inside the
/// synchronous body of `Phone.run`, and no code in the demo starts a task there (a child task would
/// inherit the binding and could touch the instance from another thread).
final class ApiServices: @unchecked Sendable {
    @TaskLocal static var running: ApiServices?

    // The subsystems are internal (not private) only so that the facade's methods, in an extension
    // in another file, can reach them; screens use the facade's methods alone.
    let chatApi: ChatApi
    let productsApi: ProductsApi
    let imageApi: ImageApi
    let userApi: UserApi
    let cloud: Cloud
    /// Which launch on this cloud made it ("ApiServices #1"), so a transcript can show that two
    /// clients hold the same instance, and that another phone's app holds another.
    let instanceName: String

    /// Private, as in the original: only a `Phone` (an app launch, at the end of this file) makes one.
    private init(cloud: Cloud) {
        self.cloud = cloud
        instanceName = "ApiServices \(cloud.nextId("#"))"
        chatApi = ChatApi(cloud: cloud)
        productsApi = ProductsApi(cloud: cloud)
        imageApi = ImageApi(cloud: cloud)
        userApi = UserApi(cloud: cloud)
    }

    /// The one instance of the app that is running. Every screen runs inside `Phone.run`, so there
    /// always is one; a call outside any app is a programming error and stops the program, the way
    /// an index out of range does, rather than quietly handing out a second, empty instance.
    static func getInstance() -> ApiServices {
        guard let running else {
            preconditionFailure("ApiServices.getInstance() called outside Phone.run: no app is running")
        }
        return running
    }

    /// Launches the app on a phone: its own instance, talking to the shared cloud. Only `Phone`
    /// (below) calls it.
    fileprivate static func launch(on cloud: Cloud, loggedInAs userId: String? = nil) -> ApiServices {
        let services = ApiServices(cloud: cloud)
        if let userId { services.userApi.restoreLogin(userId) }
        return services
    }
}

/// Singleton scope: one phone running the Bekam app, an app launch with its own `ApiServices` (its
/// own login and image cache) talking to the cloud the scenario shares. `run` makes this phone's app
/// the one that `ApiServices.getInstance()` returns. It lives in this file because it is the only code that
/// may create an `ApiServices` (`launch` is fileprivate; the init is private).
struct Phone {
    let owner: String
    let services: ApiServices

    /// A phone whose app is launched on `cloud`, already logged in as `userId` if one is given.
    init(of owner: String, cloud: Cloud, loggedInAs userId: String? = nil) {
        self.owner = owner
        services = ApiServices.launch(on: cloud, loggedInAs: userId)
    }

    /// Runs `body` as this phone's app: inside it, `ApiServices.getInstance()` is `services`.
    @discardableResult
    func run<Value>(_ body: () -> Value) -> Value {
        ApiServices.$running.withValue(services, operation: body)
    }
}
