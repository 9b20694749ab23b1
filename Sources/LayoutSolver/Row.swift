/// One tableau row: `basic = constant + Σ terms[s] · s`, sparse over dense symbol ids.
struct Row {
    var constant: Double
    var terms: Terms

    init(constant: Double = 0, terms: Terms = Terms()) {
        self.constant = constant
        self.terms = terms
    }

    static let epsilon = 1e-9
}
