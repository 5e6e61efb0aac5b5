import ModernRIBs

/// The conformance lives apart from the builder, in another file.
protocol SettingsBuildable: Buildable {
    func build(withListener listener: SettingsListener, section: Int) -> ViewableRouting
}

extension SettingsBuilder: SettingsBuildable {}
