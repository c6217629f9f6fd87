// Stand-in for Unreal 5.8's Templates/Function.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

#include <cstddef>

template <typename FuncType> class TFunction;
template <typename Ret, typename... Args>
class TFunction<Ret(Args...)> {
public:
    TFunction();
    TFunction(std::nullptr_t);
    template <typename F> TFunction(F&& Functor) { (void)Functor; }
    Ret operator()(Args... A) const;
    explicit operator bool() const;
};
template <typename FuncType> class TFunctionRef;
template <typename Ret, typename... Args>
class TFunctionRef<Ret(Args...)> {
public:
    template <typename F> TFunctionRef(F&& Functor) { (void)Functor; }
    Ret operator()(Args... A) const;
};
