import RIBs

/// What the catalogue's screens need; each names it by an alias of its own.
protocol CatalogDependency: Dependency {
    var catalogName: String { get }
}

typealias BrowsingDependency = CatalogDependency
