import RIBs

final class AnalyticsComponent: Component<EmptyDependency>, RootDependency {}
