import ModernRIBs

// Home's scope satisfies its children's dependencies in a file of its own.

extension HomeComponent: SettingsDependency, FeedDependency {}

extension HomeComponent: ProfileDependency {
    var theme2: Theme { theme }
}
