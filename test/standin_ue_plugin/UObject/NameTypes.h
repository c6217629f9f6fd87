// Stand-in for Unreal 5.8's UObject/NameTypes.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"
#include "UObject/UnrealNames.h"
#include "Containers/UnrealString.h"

struct FNameEntryId {
    uint32 ToUnstableInt() const;
    static FNameEntryId FromUnstableInt(uint32 UnstableInt);
};
class FName {
public:
    FName();
    FName(EName Name);
    FName(const TCHAR* Name);
    FName(const ANSICHAR* Name);
    FName(FNameEntryId InComparisonIndex, FNameEntryId InDisplayIndex, int32 InNumber);
    FString ToString() const;
    bool IsNone() const;
    FNameEntryId GetComparisonIndex() const;
    int32 GetNumber() const;
    bool operator==(const FName& Other) const;
};
