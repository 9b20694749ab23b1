/// One tableau row: `basic = constant + Σ terms[s] · s`, sparse over dense symbol ids.
struct Row {
    var constant: Double
    var terms: [Int: Double]

    init(constant: Double = 0, terms: [Int: Double] = [:]) {
        self.constant = constant
        self.terms = terms
    }

    static let epsilon = 1e-9
}
