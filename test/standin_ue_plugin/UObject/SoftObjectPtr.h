// Stand-in for Unreal 5.8's UObject/SoftObjectPtr.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/SoftObjectPath.h"

struct FSoftObjectPtr {
public:
    FSoftObjectPtr();
    explicit FSoftObjectPtr(const FSoftObjectPath& Path);
    const FSoftObjectPath& ToSoftObjectPath() const;
};
template <typename T>
struct TSoftObjectPtr {
public:
    TSoftObjectPtr();
    TSoftObjectPtr(T* Object);
    T* Get() const;
};
