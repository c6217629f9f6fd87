#pragma once
// What a refusal says: the what() of the E that `f` throws, or "(no error)" when it throws none
// (anything else propagates and fails the test).
#include <functional>
#include <string>

namespace rusteal::test {

template <class E>
std::string error_of(const std::function<void()>& f) {
    try {
        f();
    } catch (const E& e) {
        return e.what();
    }
    return "(no error)";
}

} // namespace rusteal::test
