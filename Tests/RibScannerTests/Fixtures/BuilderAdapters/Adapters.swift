import RIBs

/// A `Builder` subclass in front of the radio's builder: it passes itself on as the
/// listener and tells the station when the radio stops. No RIB of its own.
final class RadioBuilderAdapter: Builder<RadioDependency>, RadioBuildable, RadioListener {
    private weak var listener: RadioListener?

    func build(withListener listener: RadioListener) -> ViewableRouting {
        self.listener = listener
        return RadioBuilder(dependency: dependency).build(withListener: self)
    }

    func radioDidStop() { listener?.radioDidStop() }
}

/// The same, holding the builder it stands in front of.
final class PodcastBuilderAdapter: Builder<PodcastDependency>, PodcastListener {
    private let wrapped: PodcastBuildable
    private weak var listener: PodcastListener?

    override init(dependency: PodcastDependency) {
        wrapped = PodcastBuilder(dependency: dependency)
        super.init(dependency: dependency)
    }

    func build(withListener listener: PodcastListener) -> ViewableRouting {
        self.listener = listener
        return wrapped.build(withListener: self)
    }

    func podcastDidEnd() { listener?.podcastDidEnd() }
}
