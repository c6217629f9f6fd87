// Stand-in for Unreal's UObject/WeakObjectPtrTemplates.h (CoreMinimal.h includes it).
#pragma once

template <typename T>
class TWeakObjectPtr {
public:
    TWeakObjectPtr();
    TWeakObjectPtr(T* Object);
    T* Get() const;
};
