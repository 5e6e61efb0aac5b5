/// About `count` evenly spaced elements (every element when there are no more), the first
/// included, and the distance between them: one in `stride`.
func evenlySpaced<Element>(_ elements: [Element], about count: Int) -> (sample: [Element], stride: Int) {
    let stride = max(1, elements.count / max(count, 1))
    return (Swift.stride(from: 0, to: elements.count, by: stride).map { elements[$0] }, stride)
}
