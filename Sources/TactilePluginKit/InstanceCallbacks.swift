import TactileCore
import TactilePluginABI

/// The one C vtable behind every SDK recognizer: each callback finds the Swift object from the
/// instance pointer (retained by `RecognizerInstance.make` until `destroy`) and calls its method.
enum InstanceCallbacks {
    static func recognizer(_ p: UnsafeMutableRawPointer?) -> GestureRecognizer {
        Unmanaged<GestureRecognizer>.fromOpaque(p!).takeUnretainedValue()
    }

    static func event(_ e: UnsafePointer<tactile_event>?) -> Event {
        guard let e else { return Event(timestamp: 0, allTouches: []) }
        return Event(timestamp: e.pointee.timestamp, allTouches: Touch.array(e.pointee.all_touches, e.pointee.all_touch_count))
    }

    // Written once, read-only afterwards; the ABI has no threads.
    nonisolated(unsafe) static let vtable: UnsafePointer<tactile_instance_vtable> = {
        let p = UnsafeMutablePointer<tactile_instance_vtable>.allocate(capacity: 1)
        p.initialize(to: tactile_instance_vtable(
            struct_size: UInt32(MemoryLayout<tactile_instance_vtable>.size),
            touches_began: { me, host, touches, count, event in
                let r = recognizer(me)
                r.inCall(host) { r.touchesBegan(Touch.array(touches, count), with: InstanceCallbacks.event(event)) }
            },
            touches_moved: { me, host, touches, count, event in
                let r = recognizer(me)
                r.inCall(host) { r.touchesMoved(Touch.array(touches, count), with: InstanceCallbacks.event(event)) }
            },
            touches_ended: { me, host, touches, count, event in
                let r = recognizer(me)
                r.inCall(host) { r.touchesEnded(Touch.array(touches, count), with: InstanceCallbacks.event(event)) }
            },
            touches_cancelled: { me, host, touches, count, event in
                let r = recognizer(me)
                r.inCall(host) { r.touchesCancelled(Touch.array(touches, count), with: InstanceCallbacks.event(event)) }
            },
            timer_fired: { me, host, timer in
                let r = recognizer(me)
                r.inCall(host) { r.timerFired(Int(timer)) }
            },
            reset: { me in
                let r = recognizer(me)
                r.inCall(nil) { r.reset() }
            },
            can_prevent: { me, other in
                recognizer(me).canPrevent(OtherRecognizer(other!.pointee))
            },
            can_be_prevented: { me, other in
                recognizer(me).canBePrevented(by: OtherRecognizer(other!.pointee))
            },
            published_values: { me, host in
                let r = recognizer(me)
                return r.inCall(host) { r.publish() }
            },
            set_parameter: { me, entry, cError in
                let r = recognizer(me)
                let key = String(cString: entry!.pointee.key)
                do throws(ParameterError) {
                    try r.setParameter(key, to: ParameterValue(entry!.pointee.value))
                    return true
                } catch {
                    cError?.pointee.write(key: error.key, message: error.message)
                    return false
                }
            },
            fails_when_touches_end: { me in
                recognizer(me).failsWhenTouchesEnd
            },
            destroy: { me in
                Unmanaged<GestureRecognizer>.fromOpaque(me!).release()
            }
        ))
        return UnsafePointer(p)
    }()
}
