// Stand-in for Unreal 5.8's Engine/DataTable.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Object.h"

class UScriptStruct;
class UDataTable : public UObject {
public:
    const UScriptStruct* GetRowStruct() const;
    uint8* FindRowUnchecked(FName RowName) const;
};
