import LayoutSolver

/// Solver constraint → what it stands for. The solver numbers constraints densely from 0, so
/// an array indexed by the number replaces a hashed dictionary (no hashing, one allocation
/// for all, not one bucket per constraint).
struct LayoutEngineOwnerTable {
    private var storage: [LayoutEngineOwner?] = []

    subscript(id: ConstraintID) -> LayoutEngineOwner? {
        get { id.id < storage.count ? storage[id.id] : nil }
        set {
            if id.id >= storage.count {
                guard newValue != nil else { return }
                storage.append(contentsOf: repeatElement(nil, count: max(id.id + 1, storage.count * 2) - storage.count))
            }
            storage[id.id] = newValue
        }
    }
}
