import DemoSupport

/// A photo picked on the phone, about to be uploaded with a new product.
struct PickedImage: Equatable, Sendable {
    let byteCount: Int
}

/// What a seller types into the "new product" form (F5). Text fields stay text until `ProductsApi`
/// checks them, as they would in the app.
struct ProductForm: Equatable, Sendable {
    var name: String
    var price: String
    var rent = false
    var city: String
    var categories: [String]
    var description: String
    var image: PickedImage?

    /// The fields a refusal can be about, as the screen sends them: `"Sofa", price: "50",
    /// categories: [Furniture], photo: 120000 bytes`.
    var summary: String {
        let photo = image.map { "\($0.byteCount) bytes" } ?? "none"
        return
            "\(quoted(name)), price: \(quoted(price)), categories: [\(categories.joined(separator: ", "))], "
            + "photo: \(photo)"
    }
}

/// Subsystem (behind the facade): the products collection and its rules. Ownership is checked here,
/// on the "server", so that no client can skip it.
final class ProductsApi: Traced {
    /// N7. The categories a product can have, in the order the app lists them.
    static let categories = ["Bikes", "Books", "Electronics", "Furniture", "Outdoor", "Tools"]

    private let cloud: Cloud

    init(cloud: Cloud) {
        self.cloud = cloud
    }

    /// N7.
    func loadCategories() -> [String] { Self.categories }

    /// F4. Every product, newest first (ties cannot happen: the clock ticks on every write).
    func loadProducts() -> [Product] {
        cloud.products.sorted { ($0.addedDate, $1.id) > ($1.addedDate, $0.id) }
    }

    func loadProduct(id: String) -> Result<Product, ApiError> {
        cloud.products.first { $0.id == id }.map { .success($0) } ?? .failure(.notFound("product \(id)"))
    }

    /// F5. Checks the form, uploads the photo, stores the product.
    func postProduct(ownerId: String, form: ProductForm) -> Result<Product, ApiError> {
        let checked = FormRules.required(form.name, "name").flatMap { name in
            FormRules.price(form.price).flatMap { price in
                FormRules.required(form.city, "city").map { (name, price, $0) }
            }
        }
        switch checked {
        case .failure(let error): return .failure(error)
        case .success(let (name, price, city)):
            guard let image = form.image else { return .failure(.invalidField("a product needs a photo")) }
            if let unknown = form.categories.first(where: { !Self.categories.contains($0) }) {
                return .failure(.invalidField("there is no category \(unknown)"))
            }
            let id = cloud.nextId("p")
            let url = "https://bekam.example/\(id).jpg"
            cloud.imageServer[url] = image.byteCount
            let product = Product(
                id: id, userId: ownerId, name: name, price: price, rent: form.rent, city: city,
                imageURLs: [url],
                addedDate: cloud.now(), categories: form.categories,
                description: FormRules.trim(form.description))
            cloud.products.append(product)
            return .success(product)
        }
    }

    /// F6. The owner changes title, description and price; all three must be filled in and the price
    /// must be a whole number. All or nothing.
    func updateProduct(userId: String, id: String, _ edit: ProductEdit) -> Result<Product, ApiError> {
        traced(userId, id, edit) { update(userId: userId, id: id, edit) }
    }

    private func update(userId: String, id: String, _ edit: ProductEdit) -> Result<Product, ApiError> {
        let (name, description, price) = (edit.title, edit.description, edit.price)
        let index: Int
        switch ownedIndex(id, by: userId, to: "edit it") {
        case .failure(let error): return .failure(error)
        case .success(let found): index = found
        }
        let checked = FormRules.required(name, "title").flatMap { name in
            FormRules.required(description, "description").flatMap { description in
                FormRules.required(price, "price").flatMap(FormRules.price).map { (name, description, $0) }
            }
        }
        switch checked {
        case .failure(let error): return .failure(error)
        case .success(let (name, description, price)):
            var product = cloud.products[index]
            // The checked values go to the server's copy; this is the write every phone sees.
            (product.name, product.description, product.price) = (name, description, price)
            cloud.save(product)
            return .success(product)
        }
    }

    /// N10 and N11.
    func setAvailable(userId: String, id: String, _ available: Bool) -> Result<Product, ApiError> {
        let action = available ? "mark it as not sold" : "mark it as sold"
        switch ownedIndex(id, by: userId, to: action) {
        case .failure(let error): return .failure(error)
        case .success(let index):
            guard cloud.products[index].available != available else {
                return .failure(
                    .notAllowed("\(cloud.products[index].name) is already \(available ? "for sale" : "sold")")
                )
            }
            cloud.products[index].available = available
            return .success(cloud.products[index])
        }
    }

    /// N9. Removes the product and its photos (those no other product shows); the facade removes its
    /// chats.
    func deleteProduct(userId: String, id: String) -> Result<Product, ApiError> {
        traced(userId, id) { remove(userId: userId, id: id) }
    }

    /// Removes the product and the photos no other product shows.
    private func remove(userId: String, id: String) -> Result<Product, ApiError> {
        switch ownedIndex(id, by: userId, to: "delete it") {
        case .failure(let error): return .failure(error)
        case .success(let index):
            let product = cloud.products.remove(at: index)
            for url in product.imageURLs
            where !cloud.products.contains(where: { $0.imageURLs.contains(url) }) {
                cloud.imageServer[url] = nil
            }
            return .success(product)
        }
    }

    /// N3, the products part: removes every product of the user.
    func deleteProducts(ofUser userId: String) -> [Product] {
        traced(userId) {
            let owned = cloud.products.filter { $0.userId == userId }
            for product in owned { _ = remove(userId: userId, id: product.id) }
            return owned
        }
    }

    private func ownedIndex(_ id: String, by userId: String, to action: String) -> Result<Int, ApiError> {
        guard let index = cloud.products.firstIndex(where: { $0.id == id }) else {
            return .failure(.notFound("product \(id)"))
        }
        guard cloud.products[index].userId == userId else { return .failure(.notOwner(action)) }
        return .success(index)
    }
}
