import Foundation

extension UIViewController {
    /// A property wrapper for a controller's view-related properties (UIKit, iOS 16.4):
    /// reading the property loads the controller's view first (`loadViewIfNeeded()`), so a
    /// property set in `loadView()` or `viewDidLoad()` can be declared non-optional.
    /// Reading it when the view's loading did not set it is a programming error.
    @propertyWrapper
    public struct ViewLoading<Value> {
        private var stored: Value?

        public init() { stored = nil }

        @available(*, unavailable, message: "@ViewLoading can only be applied to a property of a UIViewController")
        public var wrappedValue: Value {
            get { preconditionFailure("@ViewLoading can only be applied to a property of a UIViewController") }
            set { preconditionFailure("@ViewLoading can only be applied to a property of a UIViewController") }
        }

        @MainActor
        public static subscript<EnclosingSelf: UIViewController>(
            _enclosingInstance instance: EnclosingSelf,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, ViewLoading<Value>>
        ) -> Value {
            get {
                instance.loadViewIfNeeded()
                guard let value = instance[keyPath: storageKeyPath].stored else {
                    preconditionFailure("UIViewController.ViewLoading: \(type(of: instance)) read a @ViewLoading property that loading its view did not set")
                }
                return value
            }
            set {
                instance[keyPath: storageKeyPath].stored = newValue
            }
        }
    }
}
