/// One workflow run: a deep link or another sequence of steps over actionable items.
public struct WorkflowDescriptor: Hashable, Sendable, Identifiable {
    /// The workflow's identifier within the trace.
    public var id: WorkflowID
    /// The workflow's name, for example `LaunchGameWorkflow`.
    public var name: String

    /// Creates a descriptor.
    public init(id: WorkflowID, name: String) {
        self.id = id
        self.name = name
    }
}
