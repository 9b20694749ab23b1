// Foundation's selector-based observation, with OpenUIKit's `Selector`: the method takes no
// argument or the `Notification` (`Selector("keyboardWillShow:", Controller.keyboardWillShow)`).
//
// As in Foundation since iOS 9, the observer is not kept alive and needs no removal before it
// is freed. Differs from Foundation: the method runs on the main thread (posts from other
// threads reach it asynchronously), because OpenUIKit's selectors are main-actor code.

extension NotificationCenter {
    /// Sends `aSelector` to `observer` for every notification named `aName` (nil: any name)
    /// from `anObject` (nil: any sender).
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
                            object anObject: Any?) {
        let api = "NotificationCenter.addObserver(_:selector:name:object:)"
        BoundSelector.validate(api: api, target: observer, selector: aSelector,
                               argument: Notification(name: aName ?? NSNotification.Name("")),
                               argumentDescription: "the Notification")
        guard let observerObject = AssociatedValue.object(observer) else {
            preconditionFailure("\(api): the observer must be a class instance, not a \(type(of: observer))")
        }
        let observerReference = ObjectReference(observerObject)
        let registry = SelectorObservations.of(self)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { [weak registry] notification in
            guard let target = observerReference.object else {
                // Freed observers are forgotten, as Foundation does.
                registry?.forget(observer: observerReference.identity)
                return
            }
            BoundSelector.perform(aSelector, on: UncheckedValue(target), with: UncheckedValue(notification))
        }
        registry.add(observer: observerReference, name: aName,
                     object: anObject.flatMap(AssociatedValue.object).map(ObjectIdentifier.init), token: token)
    }

    /// Removes every observation of `observer`: its selector-based ones, then Foundation's
    /// (an observer token). Preferred over Foundation's `removeObserver(_: Any)` for objects.
    public func removeObserver(_ observer: AnyObject) {
        for token in SelectorObservations.of(self).remove(observer: ObjectIdentifier(observer), name: nil, object: nil) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any)
    }

    /// Removes the observations of `observer` for `aName` (nil: every name) and `anObject`
    /// (nil: every sender), selector-based ones included.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        let object = anObject.flatMap(AssociatedValue.object).map(ObjectIdentifier.init)
        for token in SelectorObservations.of(self).remove(observer: ObjectIdentifier(observer), name: aName, object: object) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}
