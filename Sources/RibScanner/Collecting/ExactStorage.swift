extension Array {
    /// The same elements in storage of their own size. An array grown by appending keeps
    /// up to twice the room it needs; a scan keeps hundreds of thousands of small ones.
    var inExactStorage: [Element] {
        guard capacity > count else { return self }
        return withUnsafeBufferPointer { Array($0) }
    }
}

extension CollectedType {
    /// The declaration with every array in storage of its own size, once it is complete.
    var inExactStorage: CollectedType {
        var type = self
        type.inheritedTypes = inheritedTypes.inExactStorage
        type.properties = properties.inExactStorage
        type.initializers = initializers.inExactStorage
        type.functions = functions.inExactStorage
        type.constructions = constructions.inExactStorage
        type.code.buildCalls = code.buildCalls.inExactStorage
        type.code.calls = code.calls.inExactStorage
        type.code.attachedValues = code.attachedValues.inExactStorage
        type.code.locals = code.locals.inExactStorage
        type.code.boundBuildResults = code.boundBuildResults.inExactStorage
        return type
    }
}
