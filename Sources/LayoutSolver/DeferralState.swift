/// The bookkeeping of deferred batches (`SimplexSolver.beginDeferredBatch()`): the constraints
/// of the open batch, and the components solved densely since, which the tableau does not
/// hold yet (their variables' values are cached; their constraints wait for a handover).
struct DeferralState {
    /// A constraint as `add` or `addTwoSided` received it.
    struct Pending {
        var id: ConstraintID
        var expression: LinearExpression
        var relation: Relation
        var priority: Float
        /// A two-sided constraint's priority below, else nil.
        var below: Float?
    }

    /// A component solved densely: its constraints in the order they were added.
    struct Held {
        var constraints: [Pending]
        var variables: [Int]
    }

    var isOpen = false
    var pending: [Pending] = []
    var held: [Held?] = []
    private var freeSlots: [Int] = []
    /// By variable id: the held component that owns it, or -1.
    private var componentOfVariable: [Int32] = []
    /// By constraint id: the held component that owns it, or -1.
    private var componentOfConstraint: [Int32] = []
    private(set) var heldConstraintCount = 0
    /// `endDeferredBatch`'s scratch, kept between batches: by variable id, the variable's
    /// node in the batch's union–find (-1 outside a batch); per node its parent, its variable
    /// and its index in the component being solved.
    var nodeOfVariable: [Int32] = []
    var parent: [Int32] = []
    var variableOfNode: [Int] = []
    var localOfNode: [Int32] = []
    let solver = DenseComponentSolver()
    var system = DenseComponentSolver.System()
    var values: [Double] = []
    private var heldComponents = 0

    /// Whether any component waits for a handover (every check on the solver's paths starts here).
    var holdsAny: Bool { heldComponents > 0 }

    func component(ofVariable id: Int) -> Int {
        id < componentOfVariable.count ? Int(componentOfVariable[id]) : -1
    }

    func component(of constraint: ConstraintID) -> Int {
        constraint.id < componentOfConstraint.count ? Int(componentOfConstraint[constraint.id]) : -1
    }

    mutating func hold(_ component: Held) -> Int {
        let index: Int
        if let slot = freeSlots.popLast() { index = slot; held[slot] = component } else { index = held.count; held.append(component) }
        for v in component.variables { Self.set(&componentOfVariable, v, Int32(index)) }
        for c in component.constraints { Self.set(&componentOfConstraint, c.id.id, Int32(index)) }
        heldConstraintCount += component.constraints.count
        heldComponents += 1
        return index
    }

    /// Removes a held component (for its handover to the tableau) and returns it.
    mutating func release(_ index: Int) -> Held {
        let component = held[index]!
        held[index] = nil
        freeSlots.append(index)
        for v in component.variables { componentOfVariable[v] = -1 }
        for c in component.constraints { componentOfConstraint[c.id.id] = -1 }
        heldConstraintCount -= component.constraints.count
        heldComponents -= 1
        return component
    }

    private static func set(_ array: inout [Int32], _ index: Int, _ value: Int32) {
        if index >= array.count { array.append(contentsOf: repeatElement(-1, count: max(index + 1, array.count * 2) - array.count)) }
        array[index] = value
    }
}
