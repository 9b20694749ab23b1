/// Raw storage that grows and is reused between calls: the dense solver's arrays, indexed
/// without bounds or uniqueness checks in its inner loops (sizes are computed up front).
struct ScratchBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity = 0

    init() { base = UnsafeMutablePointer<Element>.allocate(capacity: 1) }

    /// Room for `count` elements, each set to `value`.
    mutating func reset(_ count: Int, to value: Element) -> UnsafeMutablePointer<Element> {
        if count > capacity {
            base.deallocate()
            capacity = max(count, capacity * 2)
            base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        }
        base.update(repeating: value, count: count)
        return base
    }

    func free() { base.deallocate() }
}
