// Stand-in for Unreal 5.8's Templates/Function.h (README.md). Runnable: TFunction keeps its
// callable in a std::function, TFunctionRef refers to one it does not own, as Unreal's do.
#pragma once

#include "CoreTypes.h"

#include <cstddef>
#include <functional>
#include <type_traits>

template <typename FuncType> class TFunction;
template <typename Ret, typename... Args>
class TFunction<Ret(Args...)> {
public:
    TFunction() = default;
    TFunction(std::nullptr_t) {}
    template <typename F, typename = std::enable_if_t<!std::is_same_v<std::decay_t<F>, TFunction>>>
    TFunction(F&& Functor) : Callable(static_cast<F&&>(Functor)) {}
    Ret operator()(Args... A) const { return Callable(static_cast<Args&&>(A)...); }
    explicit operator bool() const { return static_cast<bool>(Callable); }

private:
    std::function<Ret(Args...)> Callable;
};
template <typename FuncType> class TFunctionRef;
template <typename Ret, typename... Args>
class TFunctionRef<Ret(Args...)> {
public:
    template <typename F, typename = std::enable_if_t<!std::is_same_v<std::decay_t<F>, TFunctionRef>>>
    TFunctionRef(F&& Functor)
        : Callable(const_cast<void*>(static_cast<const void*>(&Functor))),
          Thunk([](void* C, Args&&... A) -> Ret { return (*static_cast<std::remove_reference_t<F>*>(C))(static_cast<Args&&>(A)...); }) {}
    Ret operator()(Args... A) const { return Thunk(Callable, static_cast<Args&&>(A)...); }

private:
    void* Callable;
    Ret (*Thunk)(void*, Args&&...);
};
