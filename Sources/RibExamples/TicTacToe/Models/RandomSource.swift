/// Where the RandomWin game draws its winner: a seeded generator, so a scripted session
/// plays the same game on every run.
final class RandomSource {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The next pseudo-random number (SplitMix64).
    func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
