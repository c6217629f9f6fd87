// Stand-in for Unreal 5.8's Kismet2/ReloadUtilities.h (UnrealEd): declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Reload.h"

class FReload : public IReload {
public:
    FReload(EActiveReloadType InType, const TCHAR* InPrefix, FOutputDevice& InAr);
    void NotifyChange(UClass* New, UClass* Old) override;
    void Reinstance();
    void Finalize(bool bRunGC = true);
};
