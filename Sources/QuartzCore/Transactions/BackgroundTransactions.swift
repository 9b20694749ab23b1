/// The transactions of a thread other than the main thread (kept in its thread dictionary).
final class BackgroundTransactions {
    private static let key = "OpenUIKit.CATransaction"
    var stack: [TransactionCenter.Frame] = []
    let implicitFrame = TransactionCenter.Frame()

    var current: TransactionCenter.Frame { stack.last ?? implicitFrame }

    static var current: BackgroundTransactions {
        let dictionary = Thread.current.threadDictionary
        if let transactions = dictionary[key] as? BackgroundTransactions { return transactions }
        let transactions = BackgroundTransactions()
        dictionary[key] = transactions
        return transactions
    }
}
