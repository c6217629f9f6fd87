// Stand-in for Unreal 5.8's Delegates/Delegate.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"
#include "Delegates/IDelegateInstance.h"

template <typename Signature> class TDelegate;
template <typename Ret, typename... Args>
class TDelegate<Ret(Args...)> {
public:
    template <typename F> static TDelegate CreateLambda(F&& Functor) { (void)Functor; return TDelegate(); }
    template <typename C, typename M> static TDelegate CreateRaw(C* Object, M Method) { (void)Object; (void)Method; return TDelegate(); }
};
template <typename Signature> class TMulticastDelegate;
template <typename... Args>
class TMulticastDelegate<void(Args...)> {
public:
    using FDelegate = TDelegate<void(Args...)>;
    FDelegateHandle Add(const FDelegate& Delegate);
    void Broadcast(Args... A) const;
};
#define DECLARE_MULTICAST_DELEGATE_OneParam(Name, P1) using Name = TMulticastDelegate<void(P1)>
using FSimpleMulticastDelegate = TMulticastDelegate<void()>;
