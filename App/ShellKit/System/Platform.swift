#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `write(2)`, reachable from types that have a `write` method of their own.
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// `read(2)`, reachable from types that have a `read` method of their own.
func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, bytes, count)
}

/// `open(2)` for reading, reachable from types that have an `open` method of their own.
func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
  open(path, flags)
}

/// `close(2)`, reachable from types that have a `close` method of their own.
func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}
