/// The transactions of a thread other than the main thread (kept in its thread dictionary).
final class BackgroundTransactions {
    private static let key = "OpenUIKit.CATransaction"
    var stack: [TransactionCenter.Frame] = []
    private(set) var implicitFrame = TransactionCenter.Frame()

    /// Ends the implicit transaction (`commit()` without `begin()`): the next change opens a
    /// new one.
    func takeImplicitFrame() -> TransactionCenter.Frame {
        let frame = implicitFrame
        implicitFrame = TransactionCenter.Frame()
        return frame
    }

    var current: TransactionCenter.Frame { stack.last ?? implicitFrame }

    static var current: BackgroundTransactions {
        let dictionary = Thread.current.threadDictionary
        if let transactions = dictionary[key] as? BackgroundTransactions { return transactions }
        let transactions = BackgroundTransactions()
        dictionary[key] = transactions
        return transactions
    }
}
