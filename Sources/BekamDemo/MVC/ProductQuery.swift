/// N4, N5, N6: how the products screen sorts, filters and searches. A value the screen applies to
/// the products it loaded; every order is total (ties are broken by id), so the result never
/// depends on the order the cloud returned.
struct ProductQuery: Equatable, Sendable {
    enum Sort: String, Sendable {
        case newest = "newest first"
        case priceLowToHigh = "price, low to high"
        case priceHighToLow = "price, high to low"
        case name = "name, A to Z"
    }

    var sort = Sort.newest
    var freeOnly = false
    var rentOnly = false
    var availableOnly = false
    var city: String?
    var category: String?
    var maxPrice: Double?
    /// Case-insensitive words looked for in the name and the description; empty matches everything.
    var search = ""

    func apply(to products: [Product]) -> [Product] {
        products.filter(matches).sorted(by: comesFirst)
    }

    func matches(_ product: Product) -> Bool {
        if freeOnly && product.price != 0 { return false }
        if rentOnly && !product.rent { return false }
        if availableOnly && !product.available { return false }
        if let city, product.city.lowercased() != city.lowercased() { return false }
        if let category, !product.categories.contains(category) { return false }
        if let maxPrice, product.price > maxPrice { return false }
        let words = search.lowercased().split(separator: " ")
        let haystack = (product.name + " " + product.description).lowercased()
        return words.allSatisfy { haystack.contains($0) }
    }

    /// The sort order; equal keys fall back to the id ("p2" before "p10").
    func comesFirst(_ first: Product, _ second: Product) -> Bool {
        let byId = (first.id.count, first.id) < (second.id.count, second.id)
        switch sort {
        case .newest:
            return first.addedDate != second.addedDate ? first.addedDate > second.addedDate : byId
        case .priceLowToHigh:
            return first.price != second.price ? first.price < second.price : byId
        case .priceHighToLow:
            return first.price != second.price ? first.price > second.price : byId
        case .name:
            let (a, b) = (first.name.lowercased(), second.name.lowercased())
            return a != b ? a < b : byId
        }
    }

    /// "price, low to high; free only; in Denver; search "bike"", as the screen prints it.
    var description: String {
        var parts = [sort.rawValue]
        if freeOnly { parts.append("free only") }
        if rentOnly { parts.append("for rent only") }
        if availableOnly { parts.append("not sold") }
        if let city { parts.append("in \(city)") }
        if let category { parts.append("category \(category)") }
        if let maxPrice { parts.append("at most $\(Int(maxPrice))") }
        if !search.isEmpty { parts.append("search \"\(search)\"") }
        return parts.joined(separator: "; ")
    }
}
