// Stand-in for Unreal 5.8's Templates/SharedPointer.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"

enum class ESPMode : uint8 { NotThreadSafe = 0, ThreadSafe = 1 };

namespace SharedPointerInternals
{
    class TReferenceControllerBase;
    // The reference count a shared pointer holds: copying one adds a reference.
    template <ESPMode Mode>
    class FSharedReferencer {
    public:
        FSharedReferencer();
        FSharedReferencer(const FSharedReferencer& Other);
        FSharedReferencer& operator=(const FSharedReferencer& Other);
        ~FSharedReferencer();
    private:
        TReferenceControllerBase* ReferenceController;
    };
}

// An object pointer and its reference count (16 bytes), not trivially copyable.
template <typename T, ESPMode Mode = ESPMode::ThreadSafe>
class TSharedPtr {
public:
    TSharedPtr();
    bool IsValid() const;
    T* operator->() const;
    explicit operator bool() const;
private:
    T* Object;
    SharedPointerInternals::FSharedReferencer<Mode> SharedReferenceCount;
};
template <typename T> class TSharedRef {
public:
    T* operator->() const;
};
